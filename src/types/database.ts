// Row types of the exposed schema, in the shape `supabase gen types typescript`
// produces, written by hand from supabase/migrations. Keep in step with them.
// Usable as createClient<Database>(...) for typed queries.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export interface Database {
  public: {
    Tables: {
      blog_posts: {
        Row: {
          id: string;
          title: string;
          slug: string;
          content: string;
          excerpt: string | null;
          featured_image: string | null;
          featured_image_alt: string | null;
          tags: string[];
          categories: string[];
          publish_date: string;
          is_published: boolean;
          meta_title: string | null;
          meta_description: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          slug: string;
          content?: string;
          excerpt?: string | null;
          featured_image?: string | null;
          featured_image_alt?: string | null;
          tags?: string[];
          categories?: string[];
          publish_date?: string;
          is_published?: boolean;
          meta_title?: string | null;
          meta_description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          slug?: string;
          content?: string;
          excerpt?: string | null;
          featured_image?: string | null;
          featured_image_alt?: string | null;
          tags?: string[];
          categories?: string[];
          publish_date?: string;
          is_published?: boolean;
          meta_title?: string | null;
          meta_description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      billboard_locations: {
        Row: {
          id: string;
          name: string;
          address: string;
          latitude: number;
          longitude: number;
          media_type: string;
          description: string | null;
          thumbnail_image_1: string | null;
          thumbnail_image_2: string | null;
          sales_sheet_pdf_url: string | null;
          is_active: boolean;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          address: string;
          latitude: number;
          longitude: number;
          media_type: string;
          description?: string | null;
          thumbnail_image_1?: string | null;
          thumbnail_image_2?: string | null;
          sales_sheet_pdf_url?: string | null;
          is_active?: boolean;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          address?: string;
          latitude?: number;
          longitude?: number;
          media_type?: string;
          description?: string | null;
          thumbnail_image_1?: string | null;
          thumbnail_image_2?: string | null;
          sales_sheet_pdf_url?: string | null;
          is_active?: boolean;
          created_at?: string;
        };
        Relationships: [];
      };
      /** Service role only: the API refuses anon and authenticated. */
      contact_inquiries: {
        Row: {
          id: string;
          name: string;
          email: string;
          company: string;
          phone: string;
          message: string;
          source: string;
          client_address: string | null;
          email_status: 'pending' | 'sent' | 'failed';
          email_error: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          email: string;
          company: string;
          phone: string;
          message: string;
          source?: string;
          client_address?: string | null;
          email_status?: 'pending' | 'sent' | 'failed';
          email_error?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          email?: string;
          company?: string;
          phone?: string;
          message?: string;
          source?: string;
          client_address?: string | null;
          email_status?: 'pending' | 'sent' | 'failed';
          email_error?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      /** The public may insert { email } only; reads are service role only. */
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          created_at: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          id?: string;
          email: string;
          created_at?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          id?: string;
          email?: string;
          created_at?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}

type PublicTables = Database['public']['Tables'];
export type TableName = keyof PublicTables;
export type Tables<T extends TableName> = PublicTables[T]['Row'];
export type TablesInsert<T extends TableName> = PublicTables[T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicTables[T]['Update'];
